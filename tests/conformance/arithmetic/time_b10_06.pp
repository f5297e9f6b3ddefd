notice([1,2,3] - [2])
notice([1,[2]] - [[2]])
notice({a=>1,b=>2} - {a=>5})
notice({a=>1} - 'b')
