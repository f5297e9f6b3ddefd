notice([Integer, String].sort)
