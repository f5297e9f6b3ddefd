notice('ä' == 'Ä')
