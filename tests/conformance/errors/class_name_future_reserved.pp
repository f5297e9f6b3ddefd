class plan { }
include plan
