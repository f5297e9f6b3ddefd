notice(String([1.5, 2], {Float => '%.3f', Integer => '%03d'}))
