notice(Hash([1,2,3,4]), Hash([[a,1]]))
