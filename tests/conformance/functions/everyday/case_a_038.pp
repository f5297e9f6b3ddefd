notice([1,1,2,'a','a',undef,undef].unique)
