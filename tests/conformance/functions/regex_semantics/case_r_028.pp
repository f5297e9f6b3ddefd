notice(match('日本', /\p{Han}+/))
