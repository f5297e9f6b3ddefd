notice(Struct[{Integer=>Integer}])
