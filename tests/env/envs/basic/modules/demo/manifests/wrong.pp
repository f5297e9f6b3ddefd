class demo::other { notice('other') }
