notice(String([1,2,3], {Array => {format => '%a', string_formats => {Integer => '%03d'}}}))
