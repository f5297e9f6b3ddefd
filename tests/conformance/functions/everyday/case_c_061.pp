notice(match(['abc', 'x1'], /(\w)(\d)?/))
