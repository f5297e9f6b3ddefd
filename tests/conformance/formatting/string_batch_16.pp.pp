notice(String({a=>[1,2]}, {Array => {format => '%(a', separator => ';'}}))
