notice({a=>1}.index(1))
