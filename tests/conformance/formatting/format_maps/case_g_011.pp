notice(String(['a', 'b'], {Array => {format => '%#a', separator => ' |'}}))
