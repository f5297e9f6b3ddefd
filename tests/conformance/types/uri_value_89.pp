notice(URI('git+ssh://git@github.com/x.git')) notice(URI('git+ssh://git@github.com/x.git').userinfo)
