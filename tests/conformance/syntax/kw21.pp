class plan { }
