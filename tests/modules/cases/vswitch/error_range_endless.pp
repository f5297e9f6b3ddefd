notice(range_to_mask('1,3-'))
