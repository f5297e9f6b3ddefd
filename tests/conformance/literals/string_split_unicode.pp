notice('a,b,,c'.split(','))
notice('a1b2c3'.split(/\d/))
notice('日本語'.split(''))
notice('a b'.split(/(\s)/))
