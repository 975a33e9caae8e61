"""Qt models that adapt the engine state held by the table, one module per model.

Views read these roles and nothing else; every model refreshes on the table's
``state_changed``. The roles are one enum (``roles.Role``) so views, delegates and tests
share them.
"""
