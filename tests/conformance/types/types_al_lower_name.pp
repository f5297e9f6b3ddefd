type lower = String
