$it = ['a','b'].reverse_each
notice(abs($it))
