Integer[1,5].each |$x| { notice $x } # => notices 1,2,3,4,5

Integer[0, default].each |$x| { notice $x } # error, unbound range (infinite)
