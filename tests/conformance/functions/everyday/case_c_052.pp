notice(regsubst('abc', /b/) |$m| { upcase($m[0]) })
