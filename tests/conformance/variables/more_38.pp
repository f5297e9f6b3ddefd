notice($serverversion)
