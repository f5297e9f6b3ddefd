$x = 'bad'
notice(@("END":json))
    [${x}]
    |- END
