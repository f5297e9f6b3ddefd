notice(Error('msg'))
notice(Error('msg', 'kind', {a=>1}, 'issue'))
