# the default format of Float is %f (the spec says %p; the reference wins)
notice(String(3.14), String(1.0), String(1e20), String(-0.5), String(0.1 + 0.2))
