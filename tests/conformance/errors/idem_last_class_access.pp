class a { $h = {} $h[a] }
include a
