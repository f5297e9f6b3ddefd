realize('[a]')
