notice(undef == '', undef == undef, [] == [], {} == {})
