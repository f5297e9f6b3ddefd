include fromdir
include demo
