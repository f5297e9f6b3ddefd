notice([1] << 2 << 3)
notice({a=>1} << 2)
