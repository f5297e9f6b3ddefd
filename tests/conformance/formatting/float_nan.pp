$nan = 0.0 / 0
notice($nan, String($nan), String($nan, '%e'), "${String($nan, '%+8f')}|", String($nan, '%p'))
