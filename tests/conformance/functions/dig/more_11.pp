notice({a=>[1,{b=>2}]}.dig(a, 5, b))
