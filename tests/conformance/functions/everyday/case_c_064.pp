notice(match('k=v', /(?<key>\w+)=(?<val>\w+)/))
