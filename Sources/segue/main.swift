import SegueKit
print("segue")
