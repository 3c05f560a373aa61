import { expect, type Locator, type Page } from '@playwright/test';

export interface ExpenseInput {
  /** YYYY-MM-DD; the form's default (today) when absent. */
  date?: string;
  /** As a person types it: "42.50", "12,50". */
  amount: string;
  description: string;
  category: string;
  paymentMethod?: string;
}

export interface InstallmentPlanInput {
  date?: string;
  total: string;
  payments: number;
  description: string;
  category: string;
}

export interface IncomeInput {
  date?: string;
  amount: string;
  source: string;
}

export interface RecurringInput {
  name: string;
  amount: string;
  category: string;
  /** The frequency as the form names it: חודשי, דו-חודשי, רבעוני, חצי-שנתי, שנתי. */
  frequency: string;
  startDate: string;
}

export interface StatementFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const tabs = {
  expense: 'הוצאה',
  income: 'הכנסה',
  recurring: 'תשלום קבוע',
  lists: 'קטגוריות ואמצעי תשלום',
  importExport: 'ייבוא וייצוא',
} as const;

export type DataManagementTab = keyof typeof tabs;

/**
 * What data management (/data-management) offers a test: entering expenses, installment plans, incomes and
 * recurring payments, pausing and stopping a recurring payment, and importing a statement. Owned with
 * mfe-data-management's markup: change one, change the other.
 */
export function dataManagementPage(page: Page) {
  const root = page.getByTestId('remote-mfe-data-management');
  const expenseForm = root.getByTestId('expense-form');
  const importPanel = root.getByTestId('import-panel');
  const recurringEntry = (name: string) =>
    root.getByTestId('entries-recurring').getByTestId('entry').filter({ hasText: name });

  /** Saves `form` and waits for the saved message and the form to clear (`field` empties). */
  const save = async (form: Locator, field: string) => {
    await form.getByRole('button', { name: 'שמירה' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'הנתונים נשמרו בהצלחה' }).first()).toBeVisible();
    await expect(form.getByLabel(field)).toHaveValue('');
  };
  const fillDate = async (form: Locator, label: string, date?: string) => {
    if (date) await form.getByLabel(label).fill(date);
  };

  return {
    async open(tab?: DataManagementTab): Promise<void> {
      await page.goto(tab ? `/data-management?tab=${tab}` : '/data-management');
      await expect(root.getByRole('heading', { level: 1 })).toHaveText('ניהול נתונים');
    },

    /** How many entries of the expenses list on screen contain `text` (poll it for one that comes or goes). */
    async countExpenses(text: string): Promise<number> {
      return root.getByTestId('entries-expense').getByTestId('entry').filter({ hasText: text }).count();
    },

    /** The month's count and sum (agorot) the expenses list shows above its rows, once shown. */
    async expensesTotal(): Promise<{ count: number; agorot: number }> {
      const total = root.getByTestId('entries-expense').getByTestId('entries-total');
      await expect(total).toBeVisible();
      return {
        count: Number(await total.getAttribute('data-count')),
        agorot: Number(await total.getAttribute('data-agorot')),
      };
    },

    async openTab(tab: DataManagementTab): Promise<void> {
      await root.getByRole('tab', { name: tabs[tab] }).click();
    },

    async addExpense(expense: ExpenseInput): Promise<void> {
      await fillDate(expenseForm, 'תאריך', expense.date);
      await expenseForm.getByLabel('סכום (₪)').fill(expense.amount);
      await expenseForm.getByLabel('תיאור').fill(expense.description);
      await expenseForm.getByLabel('קטגוריה').selectOption(expense.category);
      if (expense.paymentMethod)
        await expenseForm.getByLabel('אמצעי תשלום').selectOption(expense.paymentMethod);
      await save(expenseForm, 'תיאור');
    },

    /**
     * Fills an installment plan and returns the months its preview lists ("1/12 … מרץ 2026" each), before saving;
     * `saveInstallmentPlan` saves it.
     */
    async previewInstallmentPlan(plan: InstallmentPlanInput): Promise<string[]> {
      await fillDate(expenseForm, 'תאריך', plan.date);
      await expenseForm.getByLabel('תשלומים', { exact: true }).check();
      await expenseForm.getByLabel('מחיר כולל (₪)').fill(plan.total);
      await expenseForm.getByLabel('מספר תשלומים').fill(String(plan.payments));
      await expenseForm.getByLabel('תיאור').fill(plan.description);
      await expenseForm.getByLabel('קטגוריה').selectOption(plan.category);
      const items = root.getByTestId('installment-preview').getByRole('listitem');
      await expect(items).toHaveCount(plan.payments);
      return items.allTextContents();
    },

    async saveInstallmentPlan(): Promise<void> {
      await save(expenseForm, 'תיאור');
    },

    async addIncome(income: IncomeInput): Promise<void> {
      await this.openTab('income');
      const form = root.getByTestId('income-form');
      await fillDate(form, 'תאריך', income.date);
      await form.getByLabel('סכום (₪)').fill(income.amount);
      await form.getByLabel('מקור').fill(income.source);
      await save(form, 'מקור');
    },

    /** The frequencies the recurring payment form offers, in its order. */
    async recurringFrequencies(): Promise<string[]> {
      await this.openTab('recurring');
      return root.getByTestId('recurring-form').getByLabel('תדירות').locator('option').allTextContents();
    },

    async addRecurring(payment: RecurringInput): Promise<void> {
      await this.openTab('recurring');
      const form = root.getByTestId('recurring-form');
      await form.getByLabel('שם').fill(payment.name);
      await form.getByLabel('סכום (₪)').fill(payment.amount);
      await form.getByLabel('קטגוריה').selectOption(payment.category);
      await form.getByLabel('תדירות').selectOption(payment.frequency);
      await form.getByLabel('תאריך התחלה').fill(payment.startDate);
      await save(form, 'שם');
      await expect(recurringEntry(payment.name)).toBeVisible();
    },

    /** The recurring payment's entry as listed under the form (its state: פעיל, מושהה מ…, הופסק). */
    async recurringPayment(name: string): Promise<string> {
      await expect(recurringEntry(name)).toBeVisible();
      return (await recurringEntry(name).textContent()) ?? '';
    },

    /** Pauses the payment (skips the months ahead, keeps its planned end) and waits until it says so. */
    async pauseRecurring(name: string): Promise<void> {
      await recurringEntry(name)
        .getByRole('button', { name: `השהיה: ${name}` })
        .click();
      await expect(recurringEntry(name)).toContainText('מושהה מ');
    },

    async resumeRecurring(name: string): Promise<void> {
      await recurringEntry(name)
        .getByRole('button', { name: `חידוש: ${name}` })
        .click();
      await expect(recurringEntry(name)).toContainText('פעיל');
    },

    /** Stops the payment (it ends today) and waits until it offers to start again. */
    async stopRecurring(name: string): Promise<void> {
      await recurringEntry(name)
        .getByRole('button', { name: `הפסקה: ${name}` })
        .click();
      await expect(recurringEntry(name)).toContainText('הופסק');
      await expect(recurringEntry(name).getByRole('button', { name: `הפעלה מחדש: ${name}` })).toBeVisible();
    },

    /**
     * Changes a recurring payment's amount from the recurring tab, keeping the dialog's default scope, and returns
     * that scope's label and the months the change affected, as the dialog lists them (then closes it).
     */
    async changeRecurringAmount(
      name: string,
      change: { amount: string; reason?: string },
    ): Promise<{ scope: string; affectedMonths: string[] }> {
      await this.openTab('recurring');
      await root.getByRole('button', { name: `שינוי סכום: ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'שינוי סכום התשלום הקבוע' });
      await dialog.getByLabel('הסכום החדש (₪)').fill(change.amount);
      const scope = await dialog
        .getByRole('radio', { checked: true })
        .evaluate((radio) => radio.closest('label')?.textContent ?? '');
      if (change.reason) await dialog.getByLabel('סיבה (לא חובה)').fill(change.reason);
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      const affected = dialog.getByTestId('affected-months');
      await expect(affected).toContainText('החודשים שהסכום שלהם השתנה');
      const affectedMonths = await affected.getByRole('listitem').allTextContents();
      await dialog.getByRole('button', { name: 'סגירה' }).click();
      await expect(dialog).toBeHidden();
      return { scope: scope.trim(), affectedMonths };
    },

    /** Chooses a statement file in the import tab and waits for its preview. */
    async chooseStatement(file: StatementFile): Promise<void> {
      await importPanel.getByLabel('בחירת קובץ').setInputFiles(file);
      await expect(importPanel.getByTestId('import-preview')).toBeVisible();
    },

    /** The column the import mapped to the field labelled `field` (its 0-based index, as the select holds it). */
    async importColumnOf(field: string): Promise<string> {
      return importPanel.getByLabel(field).inputValue();
    },

    /** The amounts of the import's preview rows, in agorot (money back negative). */
    async importPreviewAgorot(): Promise<number[]> {
      const amounts = importPanel.getByTestId('import-preview').locator('[data-agorot]');
      return (await amounts.evaluateAll((els) => els.map((el) => el.getAttribute('data-agorot')))).map(
        Number,
      );
    },

    /** Imports the previewed rows and returns the summary line of what was imported ("יובאו: 3"). */
    async runImport(): Promise<string> {
      await importPanel.getByRole('button', { name: 'ייבוא', exact: true }).click();
      const imported = importPanel.getByTestId('import-imported');
      await expect(imported).toBeVisible();
      return (await imported.textContent()) ?? '';
    },
  };
}

export type DataManagementPage = ReturnType<typeof dataManagementPage>;
