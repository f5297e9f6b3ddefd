notice([1][ 'x' + 1 ])
