notice(/b+/ in 'abbbc')
notice(/z/ in 'abc')
