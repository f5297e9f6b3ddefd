notice(String({a=>1,b=>2}, {Hash => {format => '%{h', separator => ' | ', separator2 => ' -> '}}))
