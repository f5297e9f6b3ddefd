notify { ['top', 'left', 'right', 'bottom']: }
Notify['top'] -> [Notify['left'], Notify['right']] -> Notify['bottom']
