notice({} == [])
