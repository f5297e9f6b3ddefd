notice(String([[1,2],[3,4]], {Array => {format => '%[a', separator => '', separator2 => ':'}}))
