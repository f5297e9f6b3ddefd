notice([1,2][SemVer("1.0.0")])
