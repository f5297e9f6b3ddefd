notice([Integer, Integer, String].unique)
notice([Integer[1, 2], Integer[1,2]].unique)
