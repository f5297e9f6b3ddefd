notice({a=>1,b=>2}.index(2))
