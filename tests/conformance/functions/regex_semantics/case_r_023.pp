notice(match('foo.bar', /\Afoo\.bar\z/))
