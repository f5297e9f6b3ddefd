notice(Struct[{a=>Integer}, {b=>Integer}])
