notice($::lsbdistcodename)
