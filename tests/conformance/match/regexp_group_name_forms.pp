# group names of letters, digits and '_', in <> or ''
if 'abc' =~ /(?<x_1>a)(?'y2'b)(?<Z>c)/ { notice($0, $1, $2, $3) }
